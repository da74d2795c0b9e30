import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/** Where log lines go: stdout, or a test's capture. */
export interface LogDestination {
  write(line: string): unknown;
}

/**
 * Secrets that must never reach a log line, whatever object or message carries them: bearer
 * tokens, password and token fields, the tokens inside verification and one-time-login links,
 * and the password inside a connection URL (SMTP_URL, DATABASE_URL, REDIS_URL).
 */
const SECRETS: [RegExp, string][] = [
  [/(Bearer\s+)[^\s"\\]+/gi, '$1[redacted]'],
  [
    /("(?:password|newPassword|token|captcha|authorization|cookie|secret|secretKey|smtpUrl|hash)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi,
    '$1"[redacted]"',
  ],
  [/(\/auth\/verify\/)[^\s"?#\\/]+/g, '$1[redacted]'],
  [/(\/profile-onetime-login\/)[^\s"?#\\/]+/g, '$1[redacted]'],
  [/([?&](?:token|hash|code)=)[^&\s"\\#]+/gi, '$1[redacted]'],
  [/([a-z][a-z0-9+.-]*:\/\/[^\s:/@"\\]*:)[^\s@/"\\]+@/gi, '$1[redacted]@'],
];

/** One log line with every secret replaced by "[redacted]". */
export function scrubSecrets(line: string): string {
  let out = line;
  for (const [pattern, replacement] of SECRETS) out = out.replace(pattern, replacement);
  return out;
}

/** Pino's options: JSON lines, secrets redacted twice (by path, then by pattern on the text). */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  destination: LogDestination = process.stdout,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
    stream: { write: (line: string) => destination.write(scrubSecrets(line)) },
  };
}
