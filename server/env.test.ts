import { describe, expect, it } from 'vitest';
import { EnvError, appUrl, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(appUrl(env)).toBe('http://localhost:3000');
  });

  it('fails fast with one line per wrong variable', () => {
    try {
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_PASSWORD: 'short',
        SMTP_URL: 'http://mail',
      });
      expect.unreachable('parseEnv should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toMatch(/^PORT: /m);
      expect(problems).toMatch(/^DATABASE_URL: must start with postgres/m);
      expect(problems).toMatch(/^ADMIN_PASSWORD: must be at least 12 characters/m);
      expect(problems).toMatch(/^SMTP_URL: must start with smtp/m);
      expect((error as EnvError).message).toContain('Invalid configuration');
    }
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });
});
