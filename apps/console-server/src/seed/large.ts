import { hashPassword } from '../auth/passwords';
import type { Database } from '../db';

/** A tenant the size of a real company, for the benchmark's list calls (SEED_SCALE=large). */
export const LARGE_TENANT = 'bigco';
export const LARGE_PASSWORD = 'Bigco#2026';
export const LARGE_SIZES = {
  projects: 2_000,
  devices: 20_000,
  alarmConfigurations: 20_000,
  alarmEntries: 1_000_000,
  changeLog: 200_000,
};
const FLAG = 'seeded_large';

/**
 * Seeds the tenant `bigco` (admin / Bigco#2026) once: 2,000 projects, 20,000 single-unit devices with
 * one alarm rule each, 1,000,000 alarm entries over the last two years and 200,000 change-log entries,
 * each statement a generate_series, so PostgreSQL builds it without a row crossing the wire.
 */
export async function seedLarge(
  db: Database,
  now: Date,
  sizes = LARGE_SIZES,
): Promise<{ seeded: boolean; ms: number }> {
  const started = performance.now();
  if (await db.one('SELECT 1 FROM meta WHERE key = $1', [FLAG])) return { seeded: false, ms: 0 };
  const hash = await hashPassword(LARGE_PASSWORD);
  await db.transaction(async (tx) => {
    const t = LARGE_TENANT;
    await tx.query(
      "INSERT INTO tenants (id, name) VALUES ($1, 'Big Co HVAC') ON CONFLICT DO NOTHING",
      [t],
    );
    await tx.query(
      `INSERT INTO users (tenant_id, username, email, first_name, last_name, password_hash, permission_type)
       VALUES ($1, 'admin', 'admin@bigco.example', 'Ada', 'Admin', $2, 'company_admin')`,
      [t, hash],
    );
    const cities = ['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Subotica', 'Zagreb', 'Ljubljana'];
    await tx.query(
      `INSERT INTO projects (tenant_id, name, address_city, investor, contact_person, created_at)
       SELECT $1, 'Site ' || lpad(g::text, 4, '0') || ' ' || ($2::text[])[1 + g % 7],
              ($2::text[])[1 + g % 7], 'Investor ' || (g % 97), 'Contact ' || (g % 311),
              $3::timestamptz - make_interval(days => g % 700)
         FROM generate_series(1, $4::int) g`,
      [t, cities, now, sizes.projects],
    );
    await tx.query(
      `INSERT INTO devices (tenant_id, project_id, unit_id, device_type, model_key, firmware, version,
                            is_single_unit, created_at, host, port, modbus_unit)
       SELECT $1, p.ids[1 + (g - 1) % array_length(p.ids, 1)], 'HP-' || lpad(g::text, 6, '0'),
              'Heat pump', 'daikin-altherma-3', '2.4.0', '2.4.0', true,
              $2::timestamptz - make_interval(days => g % 700),
              -- 247 units behind each of the company's gateways
              'bigco-gw-' || ((g - 1) / 247 + 1) || '.invalid', 502, 1 + (g - 1) % 247
         FROM generate_series(1, $3::int) g,
              (SELECT array_agg(id ORDER BY id) AS ids FROM projects WHERE tenant_id = $1) p`,
      [t, now, sizes.devices],
    );
    await tx.query(
      `INSERT INTO alarm_configurations (tenant_id, project_id, device_id, parameter_name,
                                         parameter_modbus_type, parameter_register, threshold_value, alarm_type)
       SELECT $1, d.project_id, d.id,
              (ARRAY['Leaving water temperature', 'Outdoor ambient temperature', 'Tank temperature'])[1 + d.id % 3],
              'register', 40 + d.id % 3, 55, 'higher'
         FROM devices d WHERE d.tenant_id = $1 ORDER BY d.id LIMIT $2`,
      [t, sizes.alarmConfigurations],
    );
    await tx.query(
      `INSERT INTO alarm_entries (tenant_id, project_id, device_id, alarm_configuration_id, triggered_value,
                                  triggered_at, resolved_at, is_resolved)
       SELECT $1, c.project_id, c.device_id, c.id, 55 + (g % 200) / 10.0,
              $2::timestamptz - make_interval(secs => (g * 63)::float8),
              CASE WHEN g % 10 = 0 THEN NULL
                   ELSE $2::timestamptz - make_interval(secs => (g * 63 - 1800)::float8) END,
              g % 10 <> 0
         FROM generate_series(1, $3::int) g
         JOIN (SELECT id, project_id, device_id, row_number() OVER (ORDER BY id) AS n
                 FROM alarm_configurations WHERE tenant_id = $1) c
           ON c.n = 1 + g % $4::int`,
      [t, now, sizes.alarmEntries, sizes.alarmConfigurations],
    );
    await tx.query(
      `INSERT INTO change_log_entries (tenant_id, project_id, device_id, user_id, action, status, param_name,
                                       data, created_at)
       SELECT $1, d.project_id, d.id, u.id, 'single-register-write', 'complete', 'Set point',
              jsonb_build_array(40, 20 + g % 10), $2::timestamptz - make_interval(secs => (g * 300)::float8)
         FROM generate_series(1, $3::int) g
         JOIN (SELECT id, project_id, row_number() OVER (ORDER BY id) AS n
                 FROM devices WHERE tenant_id = $1) d ON d.n = 1 + g % $4::int
         CROSS JOIN (SELECT id FROM users WHERE tenant_id = $1 AND username = 'admin') u`,
      [t, now, sizes.changeLog, sizes.devices],
    );
    await tx.query('INSERT INTO meta (key, value) VALUES ($1, $2)', [FLAG, now.toISOString()]);
  });
  await db.exec('ANALYZE');
  return { seeded: true, ms: Math.round(performance.now() - started) };
}
