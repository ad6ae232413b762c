import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { idParams, listQuerySchema, notFound, pageOf, pathIds, requireAction } from '../../http';
import { checkedInHandler, useZodSchemas } from '../../http/schemas';
import { assertProject } from '../guards';
import { checkedConfiguration, configurationBody } from './checks';
import type { ConfigurationBody } from './checks';
import {
  deleteConfiguration,
  findConfiguration,
  insertConfiguration,
  listConfigurations,
  updateConfiguration,
} from '../../alarms/configurations';
import type { ConfigurationRow } from '../../alarms/configurations';
import {
  alarmConfigurationPageResponse,
  alarmConfigurationResponse,
  configurationView,
} from './views';

/**
 * Alarm configurations. GET /alerts/configurations/{n}/ is the project's list (the spec gives the
 * same path to one configuration); one configuration is GET /alerts/configurations/detail/{id}/.
 */
export const alarmConfigurationRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  const { db } = app;
  const configurationPath = pathIds('id');

  async function configurationOr404(request: FastifyRequest): Promise<ConfigurationRow> {
    const { id } = idParams(request.params, 'id');
    const row = await findConfiguration(db, request.tenant, id);
    if (!row) throw notFound();
    return row;
  }

  app.get(
    '/alerts/configurations/:id/',
    {
      schema: {
        params: configurationPath,
        querystring: listQuerySchema,
        response: { 200: alarmConfigurationPageResponse },
      },
    },
    async (request) => {
      const { id: projectId } = request.params;
      const { query } = request;
      const page = await listConfigurations(db, request.tenant, projectId, query);
      // The project is looked up only when the list is empty: one query less on the common path.
      if (page.count === 0) await assertProject(db, request.tenant, projectId);
      return pageOf(request, page, configurationView);
    },
  );

  const editConfigurations = { preValidation: requireAction('edit_alarm_configurations') };
  const oneConfiguration = {
    schema: { params: configurationPath, response: { 200: alarmConfigurationResponse } },
  };
  // The project, or the configuration, is looked up (404) before the body is read.
  const createdConfiguration = {
    schema: {
      params: configurationPath,
      body: checkedInHandler(configurationBody),
      response: { 201: alarmConfigurationResponse },
    },
  };
  const changedConfiguration = {
    schema: { ...oneConfiguration.schema, body: checkedInHandler(configurationBody.partial()) },
  };
  const removedConfiguration = { ...editConfigurations, schema: { params: configurationPath } };

  app.post(
    '/alerts/configurations/:id/',
    { ...editConfigurations, ...createdConfiguration },
    async (request, reply) => {
      const { id: projectId } = request.params;
      await assertProject(db, request.tenant, projectId);
      const body = configurationBody.parse(request.body);
      const columns = await checkedConfiguration(db, request.tenant, projectId, body);
      const id = await insertConfiguration(db, request.tenant, projectId, columns, app.now());
      const row = await findConfiguration(db, request.tenant, id);
      if (!row) throw notFound();
      return reply.status(201).send(configurationView(row));
    },
  );

  app.get('/alerts/configurations/detail/:id/', oneConfiguration, async (request) =>
    configurationView(await configurationOr404(request)),
  );

  const patchConfiguration = async (request: FastifyRequest) => {
    const existing = await configurationOr404(request);
    const changes = configurationBody.partial().parse(request.body ?? {});
    const merged: ConfigurationBody = {
      device: changes.device ?? existing.device_id,
      parameter_modbus_type: changes.parameter_modbus_type ?? existing.parameter_modbus_type,
      parameter_register: changes.parameter_register ?? existing.parameter_register,
      alarm_type: changes.alarm_type ?? existing.alarm_type,
      threshold_value:
        changes.threshold_value !== undefined ? changes.threshold_value : existing.threshold_value,
      boolean_value:
        changes.boolean_value !== undefined ? changes.boolean_value : existing.boolean_value,
      outdoor_unit: changes.outdoor_unit,
      indoor_unit: changes.indoor_unit,
    };
    const columns = await checkedConfiguration(db, request.tenant, existing.project_id, merged);
    await updateConfiguration(db, request.tenant, existing.id, columns);
    return configurationView(await configurationOr404(request));
  };
  const removeConfiguration = async (request: FastifyRequest, reply: FastifyReply) => {
    const existing = await configurationOr404(request);
    await deleteConfiguration(db, request.tenant, existing.id);
    return reply.status(204).send();
  };
  app.patch(
    '/alerts/configurations/:id/',
    { ...editConfigurations, ...changedConfiguration },
    patchConfiguration,
  );
  app.patch(
    '/alerts/configurations/detail/:id/',
    { ...editConfigurations, ...changedConfiguration },
    patchConfiguration,
  );
  app.delete('/alerts/configurations/:id/', removedConfiguration, removeConfiguration);
  app.delete('/alerts/configurations/detail/:id/', removedConfiguration, removeConfiguration);

  return Promise.resolve();
};
