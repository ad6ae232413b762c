-- The mail outbox (invites, password resets, sign-in notices) as a queue of the notification
-- worker (issue 31): a row is claimed for a while with FOR UPDATE SKIP LOCKED, so two instances never
-- send one mail twice; a failed attempt waits a growing delay (the notifications' retry rule); a mail
-- the server refuses for good, or still unsent after the retry window, is given up with its reason.
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE outbox ADD COLUMN claimed_until timestamptz;
ALTER TABLE outbox ADD COLUMN gave_up_at timestamptz;
CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE sent_at IS NULL AND gave_up_at IS NULL;
