import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/domain-rules.md names, under each rule, the tests that cover it:
//   Tests: `apps/server/src/modules/cycle/debit.test.ts` › `charges the weeks of a second cycle`; `e2e/x.spec.ts` › `…`
// This checks that every named file exists, that every named title is the title of a test(…) or it(…)
// in that file, and that every rule names at least one test.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Rule {
  /** The rule's section and the start of its text, to say which rule is meant. */
  where: string;
  text: string;
}

interface Reference {
  where: string;
  file: string;
  title: string;
}

/**
 * The rules of the document: each top-level bullet of a `##` section (with its indented lines and
 * sub-bullets), and each section that has no bullets at all (its paragraphs are the rule).
 */
function rulesOf(markdown: string): Rule[] {
  const rules: Rule[] = [];
  let section = '';
  let sectionText: string[] = [];
  let sectionHasBullets = false;
  let bullet: string[] | null = null;
  const endBullet = () => {
    if (bullet)
      rules.push({ where: `${section}: ${bullet.join(' ').slice(2, 72)}…`, text: bullet.join(' ') });
    bullet = null;
  };
  const endSection = () => {
    endBullet();
    if (section && !sectionHasBullets)
      rules.push({ where: `${section} (the section)`, text: sectionText.join(' ') });
  };
  for (const line of markdown.split('\n')) {
    if (line.startsWith('#')) {
      endSection();
      section = line.startsWith('## ') ? line.slice(3).trim() : '';
      sectionText = [];
      sectionHasBullets = false;
      continue;
    }
    if (!section) continue;
    if (line.startsWith('- ')) {
      endBullet();
      sectionHasBullets = true;
      bullet = [line];
    } else if (line.trim() === '') {
      // A blank line inside a bullet (before a table, say) does not end it; an unindented line does.
    } else if (bullet && line.startsWith(' ')) {
      bullet.push(line.trim());
    } else {
      endBullet();
      if (line.trim()) sectionText.push(line.trim());
    }
  }
  endSection();
  return rules;
}

/** The `file` › `title` pairs after "Tests:" in a rule's text. */
function referencesOf(rule: Rule): Reference[] {
  const at = rule.text.indexOf('Tests:');
  if (at < 0) return [];
  const refs: Reference[] = [];
  for (const m of rule.text.slice(at).matchAll(/`([^`]+)`\s*›\s*`([^`]+)`/g)) {
    refs.push({ where: rule.where, file: m[1] as string, title: m[2] as string });
  }
  return refs;
}

/**
 * The titles of the test(…) and it(…) calls of a test file, as written (single, double or back quotes),
 * and of it.each([…])(…) tables (the title follows the table's closing `])`).
 */
function testTitles(source: string): Set<string> {
  const call =
    /(?:\b(?:test|it)(?:\.(?:only|skip|todo|fails|concurrent|sequential|fixme|slow))*\(|\](?: as const)?\)\()\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  const titles = new Set<string>();
  for (const m of source.matchAll(call)) titles.add((m[2] as string).replace(/\\(.)/g, '$1'));
  return titles;
}

/** Everything wrong with the references of a document, one line each (empty when all is well). */
function problems(markdown: string, readTest: (file: string) => string | undefined): string[] {
  const found: string[] = [];
  const cache = new Map<string, Set<string> | undefined>();
  for (const rule of rulesOf(markdown)) {
    const refs = referencesOf(rule);
    if (refs.length === 0) {
      found.push(`names no test: ${rule.where}`);
      continue;
    }
    for (const ref of refs) {
      if (!cache.has(ref.file)) {
        const source = readTest(ref.file);
        cache.set(ref.file, source === undefined ? undefined : testTitles(source));
      }
      const titles = cache.get(ref.file);
      if (!titles) found.push(`no such file: ${ref.file} (${ref.where})`);
      else if (!titles.has(ref.title))
        found.push(`no test titled '${ref.title}' in ${ref.file} (${ref.where})`);
    }
  }
  return found;
}

const readFromRepo = (file: string) => {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

describe('docs/domain-rules.md', () => {
  it('names, for every rule, tests that exist under exactly that title', () => {
    const markdown = readFileSync(join(root, 'docs/domain-rules.md'), 'utf8');
    expect(rulesOf(markdown).length).toBeGreaterThan(100);
    expect(problems(markdown, readFromRepo)).toEqual([]);
  });
});

describe('the rule-to-test check', () => {
  const files: Record<string, string> = {
    'a.test.ts':
      "it('posts once', () => {});\ntest(\n  \"keeps the floor's word\",\n  () => {},\n);\nit.each([\n  [1],\n])('refuses %s', () => {});",
  };
  const read = (file: string) => files[file];

  it('accepts rules whose named tests exist, in a bullet or a section without bullets', () => {
    const doc = [
      '# Rules',
      '## Ledger',
      '- **Once**: posted once.',
      '  Tests: `a.test.ts` › `posts once`; `a.test.ts` ›',
      "  `keeps the floor's word`; `a.test.ts` › `refuses %s`",
      '## Plans',
      'A paragraph rule.',
      'Tests: `a.test.ts` › `posts once`',
    ].join('\n');
    expect(rulesOf(doc)).toHaveLength(2);
    expect(problems(doc, read)).toEqual([]);
  });

  it('lists a missing file, a missing title and a rule that names no test', () => {
    const doc = [
      '## Ledger',
      '- **One**: Tests: `b.test.ts` › `posts once`',
      '- **Two**: Tests: `a.test.ts` › `posts twice`',
      '- **Three** has none,',
      '  - not even in its sub-bullet.',
    ].join('\n');
    expect(problems(doc, read)).toEqual([
      'no such file: b.test.ts (Ledger: **One**: Tests: `b.test.ts` › `posts once`…)',
      "no test titled 'posts twice' in a.test.ts (Ledger: **Two**: Tests: `a.test.ts` › `posts twice`…)",
      'names no test: Ledger: **Three** has none, - not even in its sub-bullet.…',
    ]);
  });
});
