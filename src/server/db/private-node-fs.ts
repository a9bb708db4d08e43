// The embedded database's files on disk, readable and writable by the server's user alone. PGlite's
// file system (Emscripten's NODEFS) creates files under the process umask, but then sets the mode
// PostgreSQL asked for with chmod, which no umask touches: the files of a new database came out 0666
// and the relation cache's init files 0644, whatever the umask. Every chmod it makes keeps the
// owner's bits only.
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresModule = Parameters<NodeFS['init']>[1];
type SetAttr = (target: unknown, node: unknown, attr: unknown, chmod: (target: unknown, mode: number) => void, ...rest: unknown[]) => void;

/** NodeFS whose chmods drop group and other permissions. */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: PostgresModule) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const keepPrivate = (module: { NODEFS: unknown }) => {
      const nodefs = module.NODEFS as { doSetAttr: SetAttr };
      const setAttr = nodefs.doSetAttr.bind(nodefs);
      nodefs.doSetAttr = (target, node, attr, chmod, ...rest) => setAttr(target, node, attr, (path, mode) => chmod(path, mode & 0o700), ...rest);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), keepPrivate] } };
  }
}
