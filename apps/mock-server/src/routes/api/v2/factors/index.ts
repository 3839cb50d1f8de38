/** Tag "factors": the factor form's choices and the factors (sensors, switches) of a device. */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import { requireDevice } from '#src/services/devices.js';
import { factorOptions, factorView } from '#src/views/factors.js';
import registerCopyFactor from './copy-factor.js';
import registerCreateFactor from './create-factor.js';
import registerFactor from './factor.js';

export default async function factorRoutes(app: FastifyInstance) {
  app.operation('getFactorOptions', (req) => ok(factorOptions(req.language)));

  app.operation('listFactors', (req) => {
    const d = requireDevice(app, req, req.params.device_pk, req.params.project_id);
    const lang = req.language;
    return ok(app.repos.factors.ofDevice(d.id).map((f) => factorView(f, lang)));
  });

  registerCreateFactor(app);
  registerFactor(app);
  registerCopyFactor(app);
}
