-- A floor-plan area refers to one indoor unit of one device (issue 30): it stored only a unit number,
-- which the floor plan resolved to the first unit of that number among the project's devices (device
-- id, then system and unit number), so a second device's units could not be placed. Each area keeps
-- unitNumber and gains deviceId and indoorUnitId: the unit it has been showing, or null when no unit
-- of the project has its number.
UPDATE floors f
   SET device_map = (
     SELECT COALESCE(jsonb_agg(
              a.area || jsonb_build_object('deviceId', u.device_id, 'indoorUnitId', u.id)
              ORDER BY a.position), '[]'::jsonb)
       FROM jsonb_array_elements(f.device_map) WITH ORDINALITY AS a(area, position)
       LEFT JOIN LATERAL (
         SELECT i.id, i.device_id
           FROM indoor_units i
           JOIN devices d ON d.id = i.device_id AND d.tenant_id = i.tenant_id
           LEFT JOIN outdoor_units o ON o.id = i.outdoor_unit_id
          WHERE d.tenant_id = f.tenant_id AND d.project_id = f.project_id
            AND (i.unit::text = a.area->>'unitNumber'
                 OR (jsonb_typeof(a.area->'unitNumber') = 'number'
                     AND (a.area->>'unitNumber')::numeric = i.unit))
          ORDER BY d.id, o.unit, i.unit, i.id
          LIMIT 1
       ) u ON true
   )
 WHERE jsonb_typeof(device_map) = 'array' AND jsonb_array_length(device_map) > 0;
