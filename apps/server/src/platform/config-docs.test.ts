import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('configuration documentation', () => {
  it('describes every variable the server reads, in docs/operations.md and .env.example', () => {
    const operations = read('docs/operations.md');
    const example = read('.env.example');
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(20);
    expect(CONFIG_VARIABLES.filter((name) => !operations.includes(`\`${name}\``))).toEqual([]);
    expect(CONFIG_VARIABLES.filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example))).toEqual([]);
  });
});
