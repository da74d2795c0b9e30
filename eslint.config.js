import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'content/packs/**', 'scripts/**', '.ci/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@ricebowl/server'], message: 'The web app never imports the server.' },
            {
              group: ['i18next', 'react-i18next'],
              message:
                'The web app translates with apps/web/src/i18n (useTranslation from i18n/use-translation, translator from i18n/translator): i18next would not see its catalogues (issue 18, ADR).',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 19: what a player reads comes from the catalogue (apps/web/src/i18n), never a literal.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}{2,}/u]',
          message: "User-facing text goes through the catalogue: t('…') (apps/web/src/i18n/en.json).",
        },
        {
          selector: ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/\\p{L}{2,}/u]',
          message: "User-facing text goes through the catalogue: t('…') (apps/web/src/i18n/en.json).",
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder|label)$/] > Literal[value=/\\p{L}{2,}/u]',
          message: "User-facing text goes through the catalogue: t('…') (apps/web/src/i18n/en.json).",
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder|label)$/] > JSXExpressionContainer > Literal[value=/\\p{L}{2,}/u]',
          message: "User-facing text goes through the catalogue: t('…') (apps/web/src/i18n/en.json).",
        },
      ],
    },
  },
  {
    // Issue 16: a module's repository is private to its folder; other modules (admin and tests
    // included) call the owning module's service (docs/module-ownership.md).
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./repository(\\.js)?$).*/repository(\\.js)?$',
              message:
                "Another module's repository is private: import what it exports from its service (docs/module-ownership.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@ricebowl/*', '**/apps/**'], message: 'The contract imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // expect.any() and friends are typed any by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
