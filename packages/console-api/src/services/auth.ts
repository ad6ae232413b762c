import { MESSAGES } from '@hvac/console-domain';
import { ApiError } from '../errors';
import type { HttpClient } from '../http';
import { acceptLoginAnswer } from '../session';
import type {
  ChangePasswordRequest,
  CurrentUser,
  DetailResponse,
  LoginRequest,
  LoginResponse,
  PasswordResetConfirmRequest,
  UpdateCurrentUserRequest,
} from '../types/auth';

export function createAuthService(http: HttpClient) {
  const session = http.session;
  return {
    /**
     * Signs in. Only a 200 or 201 answer with tokens counts; anything else (and no answer at all)
     * raises 'Invalid or no response from server'. A 401 here never triggers a token refresh.
     */
    async login(credentials: LoginRequest): Promise<LoginResponse> {
      let answer: { status: number; body: unknown };
      try {
        answer = await http.requestRaw({
          method: 'POST',
          path: '/authentication/login/',
          json: credentials,
          authenticated: false,
        });
      } catch (error) {
        if (error instanceof ApiError) {
          throw new ApiError(0, { message: MESSAGES.INVALID_LOGIN_RESPONSE, cause: error });
        }
        throw error;
      }
      const login = acceptLoginAnswer(answer.status, answer.body);
      session.store(login);
      return login;
    },

    /** Signs out: stored user first, then the server revokes the refresh token, then tokens go. */
    logout(): Promise<void> {
      return session.logout(() =>
        http.request<unknown>({ method: 'POST', path: '/authentication/logout/', json: {} }),
      );
    },

    currentUser(options: { signal?: AbortSignal } = {}): Promise<CurrentUser> {
      return http.request({ method: 'GET', path: '/authentication/user/', signal: options.signal });
    },

    /** Edits the signed-in user's names and keeps the stored user in step. */
    async updateUser(changes: UpdateCurrentUserRequest): Promise<CurrentUser> {
      const user = await http.request<CurrentUser>({
        method: 'PATCH',
        path: '/authentication/user/',
        json: changes,
      });
      session.updateUser({ first_name: user.first_name, last_name: user.last_name });
      return user;
    },

    changePassword(request: ChangePasswordRequest): Promise<DetailResponse> {
      return http.request({
        method: 'POST',
        path: '/authentication/change_password/',
        json: request,
      });
    },

    requestPasswordReset(email: string): Promise<DetailResponse> {
      return http.request({
        method: 'POST',
        path: '/authentication/password/reset/',
        json: { email },
        authenticated: false,
      });
    },

    confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<DetailResponse> {
      return http.request({
        method: 'POST',
        path: '/authentication/reset/confirm/',
        json: request,
        authenticated: false,
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
