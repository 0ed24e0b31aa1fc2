import path from 'node:path';
import { z } from 'zod';

const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const databaseUrlSchema = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value) && URL.canParse(value), {
    message:
      'must be a postgres:// or postgresql:// URL, for example postgres://user@localhost:5432/marketplace',
  });

const optionalUrl = (example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || URL.canParse(v), { message: `must be a URL, for example ${example}` });

const envSchema = z.object({
  PORT: portSchema.default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() === '' ? undefined : v?.trim()))
    .pipe(databaseUrlSchema.optional()),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as USD')
    .default('USD'),
  SMTP_URL: optionalUrl('smtp://user:pass@mail.example.com:587'),
  PUBLIC_URL: optionalUrl('https://market.example.com'),
  MAIL_FROM: z.string().trim().min(3).default('Marketplace <no-reply@marketplace.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  currency: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  seedDemo: boolean;
  webDistDir: string;
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name}=${JSON.stringify(env[name] ?? '')} ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    isProduction,
    currency: e.CURRENCY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !isProduction,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
