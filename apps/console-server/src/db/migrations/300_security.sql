-- Security (issue 15): counters shared by every server process, refresh-token rotation with reuse
-- detection.

-- Attempt counters (sign-in failures per user and address, password-reset requests, …).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  first_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_last_at ON rate_limits (last_at);

-- A session (refresh_tokens row, the `sid` of its access tokens) keeps its id while its refresh token
-- rotates on every refresh; the hashes it had before stay here, so that one coming back (a stolen copy
-- used after the owner refreshed, or the other way round) ends the whole session.
ALTER TABLE refresh_tokens ADD COLUMN rotated_at timestamptz;
CREATE TABLE used_refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id integer NOT NULL REFERENCES refresh_tokens(id) ON DELETE CASCADE,
  used_at timestamptz NOT NULL
);
CREATE INDEX used_refresh_tokens_session ON used_refresh_tokens (session_id);
