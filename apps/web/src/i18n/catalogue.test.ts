import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES, ruleMessage, validateForm, FORM_RULES } from '@ricebowl/contract';
import { translator } from './index';
import en from './en.json';

describe('validation messages in the catalogue (SPEC §5)', () => {
  it('say exactly what the shared rule vocabulary says', () => {
    const asCatalogue = Object.fromEntries(
      Object.entries(RULE_MESSAGES).map(([rule, text]) => [rule, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
    );
    expect(en.validation).toEqual(asCatalogue);
  });

  it('give the same English as the contract for the same failure', () => {
    const failures = validateForm(FORM_RULES.register, { username: 'rice', password: 'abc', confirmation: 'abd' });
    const label = (field: string) => translator.t(`fields.${field as 'username'}`);
    for (const list of Object.values(failures)) {
      for (const failure of list) {
        const arg = failure.args[0] ?? '';
        const translated = translator.t(`validation.${failure.rule}`, {
          field: label(failure.field),
          arg_0: failure.rule === 'match' ? label(arg) : arg,
        });
        expect(translated).toBe(ruleMessage(failure, label));
      }
    }
  });
});
