import { randomBytes } from 'node:crypto';
import type { TestApi } from './harness';

/** A fresh address per call, so no two tests (nor two runs sharing Redis) share a rate-limit counter. */
export const randomIp = () => `10.${randomBytes(3).join('.')}`;
export const randomEmail = (tag = 'buyer') => `${tag}.${randomBytes(4).toString('hex')}@Kedai.example.my`;

export const PASSWORD = 'Kedai runcit 2024!';

export const signupPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Aminah binti Yusof',
  email: randomEmail(),
  mobile_no: '0123456789',
  company_name: 'Kedai Runcit Aminah Sdn Bhd',
  reg_no: '202301012345',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  interest: [7, 13],
  ...overrides,
});

export function authCalls(t: TestApi) {
  const post = (url: string, payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: options.ip ?? randomIp(), headers: options.headers });
  const register = (overrides: Record<string, unknown> = {}, ip?: string) => post('/api/auth/register', signupPayload(overrides), { ip });
  const login = (email: string, password: string, ip?: string, headers?: Record<string, string>) => post('/api/auth/login', { type: 'email', email, password }, { ip, headers });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
  return { post, register, login, me };
}

