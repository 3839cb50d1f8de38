import { configureApiClient, type ApiClientConfig } from './config';
import { refreshToken } from './generated/hooks/account';

/**
 * Configures the one request function for an application: everything of ApiClientConfig, with the token refresh
 * done by the generated `refreshToken` call (never retried itself on 401: the document marks it `x-refresh-on-401: false`).
 */
export function setupApiClient(config: Omit<Partial<ApiClientConfig>, 'refresh'>): void {
  configureApiClient({ ...config, refresh: (refresh) => refreshToken({ refresh }) });
}
