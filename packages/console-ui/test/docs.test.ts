import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every component and widget has a docs page (autodocs) whose description says what it is, when to
// use it and when not to: designers and other products' developers choose from it. The main stories
// file of each folder carries that text (the *.features.stories files hold more stories of the same
// component). DataTable's guidance is its MDX guide (docs/DataTable.mdx).
const src = join(import.meta.dirname, '..', 'src');
const storyFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx') && !file.includes('.features.'))
  // The private parts (components/private) are not offered to products: no docs page to choose from.
  .filter((file) => !file.includes('Private.stories') && !file.includes('DataTable'))
  .sort();

function componentDescription(source: string): string | undefined {
  const meta = source.slice(source.indexOf('const meta'), source.indexOf('satisfies Meta'));
  const match = /description:\s*{\s*component:\s*(['"`])((?:\\.|(?!\1)[\s\S])*)\1/.exec(meta);
  return match?.[2];
}

describe('docs pages', () => {
  it('finds the stories', () => {
    expect(storyFiles.length).toBeGreaterThan(40);
  });

  it.each(storyFiles)('%s says what it is, when to use it and when not', (file) => {
    const description = componentDescription(readFileSync(join(src, file), 'utf8'));
    expect(description, 'parameters.docs.description.component in the meta').toBeDefined();
    const [summary] = (description ?? '').split('\\n\\n');
    expect(summary?.length ?? 0).toBeGreaterThan(20);
    expect(description).toMatch(/\*\*When to use\.\*\* \S.{20,}/);
    expect(description).toMatch(/\*\*When not to use\.\*\* \S.{10,}/);
  });

  it('gives DataTable its guidance in the MDX guide', () => {
    const guide = readFileSync(join(src, '..', 'docs', 'DataTable.mdx'), 'utf8');
    expect(guide).toMatch(/## When to use/);
  });
});
