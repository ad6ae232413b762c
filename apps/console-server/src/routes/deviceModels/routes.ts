import { DEVICE_MESSAGES, DEVICE_MODEL_LIMIT_MESSAGES } from '@hvac/console-domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { checkDeviceModel } from '../../devices/modelSchema';
import { fieldErrors, requireAction } from '../../http';
import { useZodSchemas } from '../../http/schemas';
import { insertModel, listModels, modelSummary } from '../../devices/modelRepository';

export const deviceModelItemResponse = z.strictObject({
  key: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  model_type: z.string(),
  device_type: z.string(),
  is_single_unit: z.boolean(),
});
export type DeviceModelItemResponse = z.infer<typeof deviceModelItemResponse>;
export const deviceModelListResponse = z.array(deviceModelItemResponse);

/** GET /device-models/ (every signed-in user), POST /device-models/ (company admin). */
export const deviceModelRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  app.get(
    '/device-models/',
    { schema: { response: { 200: deviceModelListResponse } } },
    async (request) => (await listModels(app.db, request.tenant)).map(modelSummary),
  );

  app.post(
    '/device-models/',
    {
      preValidation: requireAction('add_device_models'),
      // Any JSON object: checkDeviceModel answers every problem at once, named as in the file.
      schema: {
        body: z.record(z.string(), z.unknown()),
        response: { 201: deviceModelItemResponse },
      },
    },
    async (request, reply) => {
      const checked = checkDeviceModel(request.body);
      if (!checked.ok) throw fieldErrors(checked.fieldErrors);
      const outcome = await insertModel(app.db, request.tenant, checked.model);
      if (outcome === 'taken') throw fieldErrors({ key: DEVICE_MESSAGES.MODEL_KEY_TAKEN });
      if (outcome === 'too_many')
        throw fieldErrors({ non_field_errors: DEVICE_MODEL_LIMIT_MESSAGES.tooMany });
      return reply.status(201).send(modelSummary(checked.model));
    },
  );
  return Promise.resolve();
};
