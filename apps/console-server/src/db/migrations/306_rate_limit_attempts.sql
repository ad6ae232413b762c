-- Attempts are counted before they are evaluated (one atomic statement), so concurrent guesses cannot all
-- read the count before any of them is added; the hit before the current one is kept to time the delay.
ALTER TABLE rate_limits ADD COLUMN previous_at timestamptz;
