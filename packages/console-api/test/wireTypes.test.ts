/**
 * The server's answers and this client's types describe the same wire format. The server's
 * response types are inferred from the zod schemas it checks every answer against (see
 * apps/console-server/src/http/responses.ts); here the compiler proves, resource by resource, that
 * each of them conforms to the type the client reads it as: every answer is assignable to the
 * client's type (so the client never misreads a field) and carries no field the client's type lacks,
 * at any depth (so the client's types do not silently fall behind the server).
 *
 * Type-level only: `tsc -p packages/console-api` (the typecheck step) is what fails on a drift.
 */
import type { AlarmConfigurationResponse } from '@hvac/console-server/src/routes/alarmConfigurations/views';
import type {
  AlarmCountsResponse,
  AlarmEntryResponse,
  AlarmStatsResponse,
} from '@hvac/console-server/src/routes/alarmEntries/views';
import type {
  ChangeLogEntryResponse,
  ChangeLogPageResponse,
} from '@hvac/console-server/src/routes/changeLog/views';
import type {
  DeviceConfigurationResponse,
  DeviceListItemResponse,
  DeviceResponse,
  DeviceSlimResponse,
  DeviceStatusResponse,
  DeviceWithModelResponse,
  GraphHeadersResponse,
  HistoricalResponse as ServerHistoricalResponse,
  RealtimeResponse as ServerRealtimeResponse,
  StatisticRowResponse,
  UnitsResponse,
} from '@hvac/console-server/src/devices/schemas';
import type { DeviceModelItemResponse } from '@hvac/console-server/src/routes/deviceModels/routes';
import type { DocumentResponse } from '@hvac/console-server/src/routes/documents/views';
import type {
  NotificationDeliveryResponse,
  NotificationRuleResponse,
} from '@hvac/console-server/src/routes/notifications/views';
import type { FloorResponse } from '@hvac/console-server/src/routes/floors/views';
import type {
  InviteResponse,
  RedeemInviteInfoResponse,
} from '@hvac/console-server/src/routes/invites/views';
import type {
  DevicesAndConfigurationsResponse,
  ProjectDetailResponse,
  ProjectListItemResponse,
} from '@hvac/console-server/src/routes/projects/views';
import type { Page } from '@hvac/console-server/src/http/paging';
import type { UserResponse } from '@hvac/console-server/src/users/model';
import { describe, it } from 'vitest';
import type {
  AlarmConfiguration,
  AlarmCounts,
  AlarmEntry,
  AlarmStatsBucket,
  ChangeLogEntry,
  ChangeLogPage,
  ConsoleDocument,
  Device,
  DeviceConfiguration,
  DeviceListItem,
  DeviceSlim,
  DeviceModelSummary,
  DeviceStatus,
  DeviceStatRow,
  DeviceWithConfiguration,
  Floor,
  GraphHeader,
  HistoricalResponse,
  Invite,
  OutdoorUnit,
  Paged,
  ProjectDetail,
  ProjectListItem,
  RealtimeResponse,
  RedeemInviteInfo,
  NotificationDelivery,
  NotificationRule,
  SavedNotificationRule,
  User,
} from '../src/types';

/** Paths (`a.b[].c`) of fields that `Server` sends and `Client` does not declare; never when none. */
type ExtraFields<Server, Client, Path extends string = ''> = Server extends readonly (infer Item)[]
  ? NonNullable<Client> extends readonly (infer ClientItem)[]
    ? ExtraFields<Item, ClientItem, `${Path}[]`>
    : never
  : Server extends object
    ? string extends keyof Server
      ? never // a record: its keys are data, not fields
      : ExtraObjectFields<Server, Client, Path>
    : never;

type ExtraObjectFields<Server, Client, Path extends string> = Server extends object
  ? {
      [Key in keyof Server & string]: Key extends keyof NonNullable<Client>
        ? ExtraFields<Server[Key], NonNullable<Client>[Key], `${Path}.${Key}`>
        : `${Path}.${Key}`;
    }[keyof Server & string]
  : never;

/** Proves that the server's answer `Server` is read correctly and completely as `Client`. */
function expectWire<Server>() {
  return {
    readAs<Client>(
      ..._proof: [Server] extends [Client]
        ? [ExtraFields<Server, Client>] extends [never]
          ? []
          : [unknownToTheClient: ExtraFields<Server, Client>]
        : [notAssignable: { server: Server; client: Client }]
    ): void {},
  };
}

describe('the server answers what the client reads', () => {
  it('alarm configurations and entries', () => {
    expectWire<AlarmConfigurationResponse>().readAs<AlarmConfiguration>();
    expectWire<Page<AlarmConfigurationResponse>>().readAs<Paged<AlarmConfiguration>>();
    expectWire<AlarmEntryResponse>().readAs<AlarmEntry>();
    expectWire<Page<AlarmEntryResponse>>().readAs<Paged<AlarmEntry>>();
    expectWire<AlarmCountsResponse>().readAs<AlarmCounts>();
    expectWire<AlarmStatsResponse>().readAs<AlarmStatsBucket[]>();
  });

  it('notification rules and the delivery log', () => {
    expectWire<NotificationRuleResponse>().readAs<NotificationRule>();
    expectWire<NotificationRuleResponse[]>().readAs<NotificationRule[]>();
    expectWire<
      NotificationRuleResponse & { secret: string | null }
    >().readAs<SavedNotificationRule>();
    expectWire<Page<NotificationDeliveryResponse>>().readAs<Paged<NotificationDelivery>>();
  });

  it('users and invites', () => {
    expectWire<UserResponse>().readAs<User>();
    expectWire<Page<UserResponse>>().readAs<Paged<User>>();
    expectWire<InviteResponse>().readAs<Invite>();
    expectWire<Page<InviteResponse>>().readAs<Paged<Invite>>();
    expectWire<RedeemInviteInfoResponse>().readAs<RedeemInviteInfo>();
  });

  it('projects, floors and documents', () => {
    expectWire<Page<ProjectListItemResponse>>().readAs<Paged<ProjectListItem>>();
    expectWire<ProjectDetailResponse>().readAs<ProjectDetail>();
    expectWire<DevicesAndConfigurationsResponse>().readAs<DeviceWithConfiguration[]>();
    expectWire<FloorResponse>().readAs<Floor>();
    expectWire<FloorResponse[]>().readAs<Floor[]>();
    expectWire<DocumentResponse>().readAs<ConsoleDocument>();
    expectWire<Page<DocumentResponse>>().readAs<Paged<ConsoleDocument>>();
  });

  it('devices, their units, statistics and real-time values', () => {
    expectWire<Page<DeviceListItemResponse>>().readAs<Paged<DeviceListItem>>();
    expectWire<Page<DeviceWithModelResponse>>().readAs<Paged<DeviceListItem>>();
    expectWire<DeviceResponse>().readAs<Device>();
    expectWire<UnitsResponse>().readAs<OutdoorUnit[]>();
    expectWire<DeviceSlimResponse>().readAs<DeviceSlim>();
    expectWire<DeviceSlimResponse[]>().readAs<DeviceSlim[]>();
    expectWire<DeviceConfigurationResponse>().readAs<DeviceConfiguration>();
    expectWire<ServerRealtimeResponse>().readAs<RealtimeResponse>();
    expectWire<GraphHeadersResponse>().readAs<GraphHeader[]>();
    expectWire<StatisticRowResponse[]>().readAs<DeviceStatRow[]>();
    expectWire<ServerHistoricalResponse>().readAs<HistoricalResponse>();
    expectWire<DeviceStatusResponse>().readAs<DeviceStatus>();
    expectWire<DeviceModelItemResponse[]>().readAs<DeviceModelSummary[]>();
  });

  it('the change log', () => {
    expectWire<ChangeLogEntryResponse>().readAs<ChangeLogEntry>();
    expectWire<ChangeLogPageResponse>().readAs<ChangeLogPage>();
  });
});

describe('the wire check itself', () => {
  it('fails on every kind of drift and accepts what the client may leave optional', () => {
    // @ts-expect-error the server sends a field the client does not declare
    expectWire<{ id: number; secret: string }>().readAs<{ id: number }>();
    // @ts-expect-error the same, in objects within lists
    expectWire<{ rows: { id: number; extra: number }[] }>().readAs<{ rows: { id: number }[] }>();
    // @ts-expect-error a field of another type
    expectWire<{ id: string }>().readAs<{ id: number }>();
    // @ts-expect-error a null the client does not expect
    expectWire<{ name: string | null }>().readAs<{ name: string }>();
    // @ts-expect-error a field the client requires and the server does not send
    expectWire<{ id: number }>().readAs<{ id: number; name: string }>();
    expectWire<{ id: number }>().readAs<{ id: number; name?: string }>();
    expectWire<{ values: Record<string, number> }>().readAs<{ values: Record<string, number> }>();
  });
});
