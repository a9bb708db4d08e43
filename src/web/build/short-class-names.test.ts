import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortClassNames } from './short-class-names.ts';

const root = path.resolve('/app');
const card = path.join(root, 'src/web/features/listings/components/property-card.module.css');

describe('short CSS module class names', () => {
  it('are six characters that CSS reads as one class name', () => {
    const name = shortClassNames(root)('keyFacts', card);
    expect(name).toMatch(/^_[A-Za-z0-9_-]{5}$/);
  });

  it('are the same for the browser build and the server renderer build', () => {
    const [client, server] = [shortClassNames(root), shortClassNames(root)];
    expect(server('keyFacts', card)).toBe(client('keyFacts', card));
    expect(server('keyFacts', `${card}?inline`)).toBe(client('keyFacts', card));
  });

  it('differ between classes and between stylesheets', () => {
    const name = shortClassNames(root);
    const other = path.join(root, 'src/web/components/toast.module.css');
    const names = new Set([name('keyFacts', card), name('price', card), name('keyFacts', other), name('price', other)]);
    expect(names.size).toBe(4);
  });

  it('stop the build when two classes would share a name', () => {
    const name = shortClassNames(root);
    // About 2^15 classes make one pair alike, by the birthday bound on 30 bits.
    const build = () => {
      for (let i = 0; i < 1_000_000; i++) name(`class${i}`, card);
    };
    expect(build).toThrow(/both came out as _/);
  });
});
