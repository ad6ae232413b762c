-- Issue 25: alarm notifications (rules, an outbox written with the alarm entry, deliveries and their log).

-- A user's own switch (PATCH /authentication/user/): no notification is queued for a muted user.
ALTER TABLE users ADD COLUMN notifications_muted boolean NOT NULL DEFAULT false;

CREATE TABLE notification_rules (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  name text NOT NULL,
  -- Empty: every project of the tenant.
  projects integer[] NOT NULL DEFAULT '{}',
  events text[] NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'webhook')),
  -- {permission_types: [...], users: [ids], emails: [...]} (e-mail rules)
  recipients jsonb NOT NULL DEFAULT '{"permission_types": [], "users": [], "emails": []}',
  url text,
  -- The webhook's signing secret, answered once when the rule is created.
  secret text,
  grouping_minutes integer NOT NULL DEFAULT 5 CHECK (grouping_minutes BETWEEN 0 AND 1440),
  repeat_minutes integer CHECK (repeat_minutes BETWEEN 10 AND 10080),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_rules_tenant ON notification_rules (tenant_id, id);

-- What a message says and to whom it went: the log. Webhook messages carry `key` as their `id`
-- (the idempotency key, the same on every retry).
CREATE TABLE notification_deliveries (
  id bigserial PRIMARY KEY,
  key uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants(id),
  rule_id integer REFERENCES notification_rules(id) ON DELETE SET NULL,
  rule_name text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'webhook')),
  recipient text NOT NULL,
  type text NOT NULL,
  -- Grouping key: (rule, recipient) for e-mail, (rule, recipient, type) for webhooks, whose body has one type.
  group_key text NOT NULL,
  entry_ids integer[] NOT NULL DEFAULT '{}',
  events jsonb NOT NULL,
  reminder boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  answer text,
  created_at timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  -- A worker that claimed the delivery holds it until then (a crashed worker's claim runs out).
  locked_until timestamptz,
  sent_at timestamptz
);
CREATE INDEX notification_deliveries_due ON notification_deliveries (next_attempt_at)
  WHERE status = 'pending';
CREATE INDEX notification_deliveries_log ON notification_deliveries (tenant_id, created_at DESC, id DESC);
CREATE INDEX notification_deliveries_group ON notification_deliveries (rule_id, group_key, created_at DESC);

-- The outbox: one row per event, rule and recipient, written in the transaction of the alarm entry
-- that causes it; the worker groups pending rows into deliveries.
CREATE TABLE notification_events (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  rule_id integer NOT NULL REFERENCES notification_rules(id) ON DELETE CASCADE,
  channel text NOT NULL,
  recipient text NOT NULL,
  type text NOT NULL,
  group_key text NOT NULL,
  entry_id integer,
  device_id integer,
  -- The event as the webhook shows it (entry_id, project, device, parameter_name, triggered_value, …).
  payload jsonb NOT NULL,
  reminder boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  delivery_id bigint REFERENCES notification_deliveries(id) ON DELETE CASCADE
);
CREATE INDEX notification_events_pending ON notification_events (rule_id, id) WHERE delivery_id IS NULL;
-- Repeat reminders look up the latest event per rule, recipient and entry.
CREATE INDEX notification_events_entry ON notification_events (rule_id, entry_id, created_at DESC);
