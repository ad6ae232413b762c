-- The redeem link's secret is a random token of its own, stored hashed; the invite's id is listed to
-- managers and must never open it. Links mailed before this change carried the id: they stop working
-- (their invites can be sent again, which mails a new link).
ALTER TABLE invites ADD COLUMN token_hash text;
CREATE UNIQUE INDEX invites_token_hash ON invites (token_hash) WHERE token_hash IS NOT NULL;

-- One open invite per tenant and address: keep the newest of any duplicates, then let the database hold it.
DELETE FROM invites i
 WHERE NOT i.redeemed
   AND EXISTS (
     SELECT 1 FROM invites newer
      WHERE newer.tenant_id = i.tenant_id AND lower(newer.email) = lower(i.email) AND NOT newer.redeemed
        AND (newer.last_sent_at, newer.id::text) > (i.last_sent_at, i.id::text)
   );
CREATE UNIQUE INDEX invites_one_open_per_address ON invites (tenant_id, lower(email)) WHERE NOT redeemed;
