// CSS modules' class names in the built app: six characters (`_k3Xq9`) in place of Vite's
// `_keyFacts_1pxt7_142`. A search page of 50 cards carries about 1,300 of them, and the app's
// JavaScript holds each module's names too. Development
// and tests keep Vite's readable names.
import { createHash } from 'node:crypto';
import path from 'node:path';

const HASH_LENGTH = 5;

/**
 * A `css.modules.generateScopedName` for builds. The name depends on the stylesheet's path within
 * `root` and the class's own name alone, so the browser's build and the server renderer's (two builds
 * in one process) give every class the same name. Two classes that came out alike would style each
 * other's elements: that stops the build instead.
 */
export function shortClassNames(root: string): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    // Vite may name the stylesheet with a query (`?inline`): the file is the same.
    const [file = filename] = filename.split('?');
    const owner = `${path.relative(root, file).split(path.sep).join('/')}:${name}`;
    const short = `_${createHash('sha256').update(owner).digest('base64url').slice(0, HASH_LENGTH)}`;
    const earlier = owners.get(short);
    if (earlier !== undefined && earlier !== owner) throw new Error(`CSS class names ${earlier} and ${owner} both came out as ${short}`);
    owners.set(short, owner);
    return short;
  };
}
