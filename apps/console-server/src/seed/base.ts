import { fileTypeForExtension } from '@hvac/console-domain';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db';
import { CONTENT_TYPES } from '../http/sniff';
import { saveFile } from '../files/store';
import { insertProject } from '../projects/repository';
import type { DemoProject, DemoTenant } from './demoData';
import { DEMO_DOCUMENTS, DEMO_PROJECTS, DEMO_TENANTS, DEMO_USERS, ROOT_USER } from './demoData';
import { floorPlanImage, projectImage, seededRandom } from './images';
import type { Room } from './images';
import { makePdf } from './pdf';

export { DEMO_TENANTS } from './demoData';

export interface BaseSeedOptions {
  now: Date;
  dataDir: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Areas of a floor plan: one indoor unit per room (or two in a large one), centred in the room, as
 * big as the room allows (up to 150 × 96 of the 900 × 560 image): on a plan drawn 500 px wide an
 * area is then about 80 × 53 px, room for its label, state and temperatures.
 */
function areasFor(rooms: readonly Room[], floorIndex: number, seed: number) {
  const random = seededRandom(seed);
  const areas = [];
  let unit = 1;
  for (const [roomIndex, room] of rooms.entries()) {
    const count = room.width > 220 ? 2 : 1;
    const width = Math.round(Math.min(150, Math.max(56, room.width / count - 16)));
    const height = Math.round(Math.min(96, room.height - 24));
    for (let index = 0; index < count; index += 1) {
      const centre = room.x + (room.width * (2 * index + 1)) / (2 * count);
      const x = Math.round(centre - width / 2);
      const y = Math.round(room.y + room.height / 2 - height / 2 + (random() - 0.5) * 20);
      const unitType = random() < 0.6 ? 'kasetna' : 'plafonska';
      areas.push({
        id: `f${floorIndex}-a${unit}`,
        label: `IU ${floorIndex}.${String(unit).padStart(2, '0')}`,
        unitNumber: unit,
        unitType,
        x,
        y,
        width,
        height,
        extraInfo: `Room ${floorIndex}${String(roomIndex + 1).padStart(2, '0')}`,
      });
      unit += 1;
    }
  }
  return areas;
}

async function seedUsers(
  db: Database,
  tenant: DemoTenant,
  now: Date,
): Promise<Map<string, number>> {
  const passwordHash = await hashPassword(tenant.password);
  const ids = new Map<string, number>();
  for (const [index, user] of DEMO_USERS.entries()) {
    const row = await db.one<{ id: number }>(
      `INSERT INTO users (tenant_id, username, email, first_name, last_name, password_hash, permission_type, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        tenant.id,
        user.username,
        `${user.username}@${tenant.domain}`,
        user.firstName,
        user.lastName,
        passwordHash,
        user.permissionType,
        daysAgo(now, 400 - index * 30),
      ],
    );
    if (row) ids.set(user.username, row.id);
  }
  return ids;
}

async function seedProject(
  db: Database,
  options: BaseSeedOptions,
  tenant: DemoTenant,
  project: DemoProject,
  index: number,
): Promise<number> {
  const { now, dataDir } = options;
  const seed = (tenant.id === 'demo' ? 1000 : 2000) + index * 37;
  const image = await saveFile(db, dataDir, tenant.id, {
    data: projectImage(seed),
    contentType: CONTENT_TYPES.png,
    originalName: `${project.name}.png`,
  });
  const projectId = await insertProject(
    db,
    tenant.id,
    {
      name: project.name,
      address_city: project.city,
      address_street_one: project.street,
      address_zip: project.zip,
      address_country: project.country,
      image: image.key,
      investor: project.investor,
      description: project.description,
      contact_person: project.contactPerson,
      contact_number: project.contactNumber,
      contact_email: project.contactEmail,
      lat: project.lat,
      lon: project.lon,
    },
    daysAgo(now, 300 - index * 20),
    {
      lastIntervention:
        project.lastInterventionDaysAgo === undefined
          ? null
          : daysAgo(now, project.lastInterventionDaysAgo),
      errorStatus: project.errorStatus,
    },
  );

  let firstPlan: Buffer | undefined;
  for (const [floorIndex, floorName] of project.floors.entries()) {
    const plan = floorPlanImage(seed * 10 + floorIndex);
    firstPlan ??= plan.png;
    const file = await saveFile(db, dataDir, tenant.id, {
      data: plan.png,
      contentType: CONTENT_TYPES.png,
      originalName: `${floorName}.png`,
    });
    await db.query(
      `INSERT INTO floors (tenant_id, project_id, name, "order", floor_image, device_map, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [
        tenant.id,
        projectId,
        floorName,
        floorIndex,
        file.key,
        JSON.stringify(areasFor(plan.rooms, floorIndex, seed + floorIndex)),
        daysAgo(now, 200),
      ],
    );
  }

  for (const [documentIndex, document] of DEMO_DOCUMENTS.entries()) {
    const title = `${document.name} — ${project.name}`;
    const lines = [
      `Project: ${project.name}, ${project.street}, ${project.zip} ${project.city}`,
      `Investor: ${project.investor}`,
      `Contact: ${project.contactPerson}, ${project.contactNumber}`,
      `Prepared by: ${tenant.name}`,
      `Date: ${daysAgo(now, 30 + documentIndex * 11)
        .toISOString()
        .slice(0, 10)}`,
    ];
    const data =
      document.format === 'pdf'
        ? makePdf(title, lines)
        : document.format === 'png'
          ? (firstPlan ?? projectImage(seed + 7))
          : Buffer.from(`${title}\n\n${lines.join('\n')}\n`, 'utf8');
    const contentType = CONTENT_TYPES[document.format === 'txt' ? 'text' : document.format];
    const originalName = `${document.name
      .replace(/[^\p{L}\p{N} ]+/gu, '')
      .replace(/\s+/g, '-')
      .toLowerCase()}.${document.format}`;
    const file = await saveFile(db, dataDir, tenant.id, { data, contentType, originalName });
    await db.query(
      `INSERT INTO documents (tenant_id, name, file_key, original_name, size, content_type, file_format,
                              file_extension, file_type, document_type, project_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        tenant.id,
        document.name,
        file.key,
        file.originalName,
        file.size,
        contentType,
        document.format.toUpperCase(),
        document.format,
        fileTypeForExtension(document.format) ?? 'document',
        document.documentType,
        projectId,
        daysAgo(now, 30 + documentIndex * 11),
      ],
    );
  }
  return projectId;
}

async function seedInvites(
  db: Database,
  tenant: DemoTenant,
  invitedBy: number | undefined,
  now: Date,
) {
  const invites = [
    {
      email: `novi.serviser@${tenant.domain}`,
      type: 'company_operator',
      sent: 2,
      expires: -5,
      redeemed: false,
    },
    {
      email: `investitor@${tenant.domain}`,
      type: 'company_spectator',
      sent: 1,
      expires: -6,
      redeemed: false,
    },
    {
      email: `operator@${tenant.domain}`,
      type: 'company_operator',
      sent: 120,
      expires: 113,
      redeemed: true,
    },
    {
      email: `bivsi.saradnik@${tenant.domain}`,
      type: 'company_manager',
      sent: 20,
      expires: 13,
      redeemed: false,
    },
  ];
  for (const invite of invites) {
    await db.query(
      `INSERT INTO invites (tenant_id, email, permission_type, redeemed, redeemed_at, expires_at, last_sent_at,
                            invited_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7)`,
      [
        tenant.id,
        invite.email,
        invite.type,
        invite.redeemed,
        invite.redeemed ? daysAgo(now, invite.sent - 1) : null,
        daysAgo(now, invite.expires),
        daysAgo(now, invite.sent),
        invitedBy ?? null,
      ],
    );
  }
}

/**
 * Tenants demo and acme: one user per permission type (and root in demo), projects with generated
 * images, floors with plan images and placed areas, a document of every type per project, pending,
 * redeemed and expired invites, and recently visited projects.
 */
export async function seedBase(db: Database, options: BaseSeedOptions): Promise<void> {
  const { now } = options;
  for (const tenant of DEMO_TENANTS) {
    await db.query('INSERT INTO tenants (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
      tenant.id,
      tenant.name,
    ]);
    const users = await seedUsers(db, tenant, now);
    const projectIds: number[] = [];
    for (const [index, project] of DEMO_PROJECTS[tenant.id].entries()) {
      projectIds.push(await seedProject(db, options, tenant, project, index));
    }
    await seedInvites(db, tenant, users.get('admin'), now);
    for (const username of ['admin', 'manager']) {
      const userId = users.get(username);
      if (userId === undefined) continue;
      for (const [order, projectId] of projectIds.slice(0, 3).entries()) {
        await db.query(
          'INSERT INTO recent_projects (tenant_id, user_id, project_id, visited_at) VALUES ($1, $2, $3, $4)',
          [tenant.id, userId, projectId, new Date(now.getTime() - (order + 1) * 60 * 60 * 1000)],
        );
      }
    }
  }
  await db.query(
    `INSERT INTO users (tenant_id, username, email, first_name, last_name, password_hash, permission_type,
                        is_superuser, created_at)
     VALUES ('demo', $1, 'root@demo-climate.rs', $2, $3, $4, 'company_admin', true, $5)`,
    [
      ROOT_USER.username,
      ROOT_USER.firstName,
      ROOT_USER.lastName,
      await hashPassword(ROOT_USER.password),
      daysAgo(now, 500),
    ],
  );
}
