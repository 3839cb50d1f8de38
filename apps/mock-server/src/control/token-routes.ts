/** /__mock__/control-token: the control plane's token replaced (docs/decisions/0141-control-plane-in-the-browser.md). */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import { securityEvent, requestOrigin } from '#src/lib/security-log.js';
import { newControlToken } from '#src/secrets.js';
import { controlOperation } from './operation.js';

export async function tokenRoutes(app: FastifyInstance) {
  controlOperation(app, 'rotateControlToken', async (req) => {
    const token = newControlToken(app.config);
    // the guard and the sign-in limiter read the token in force at each request
    app.config.controlToken = token;
    securityEvent(req.log, 'control-token-rotated', 'control plane: token replaced', {
      ...requestOrigin(req),
    });
    return ok({ token, file: app.config.controlTokenFile });
  });
}
