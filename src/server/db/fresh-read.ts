// A read that many requests at once may share without any of them getting an answer older than
// its own arrival: a caller joins only a read that starts after it called. While one read runs,
// every newcomer waits for the single next one, so 64 connections asking together cost about two
// database round trips instead of 64. On the listening connection
// (listen.ts) it is also what keeps to one query at a time, which pg requires.
const settle = () => undefined;

export class FreshRead<T> {
  private running?: Promise<T>;
  private queued?: Promise<T>;

  constructor(private readonly load: () => Promise<T>) {}

  read(): Promise<T> {
    if (!this.running) return this.start();
    // The running read may have begun before this caller arrived, so it may miss a write the
    // caller has already seen committed: wait for the next one.
    this.queued ??= this.running.then(settle, settle).then(() => {
      this.queued = undefined;
      return this.start();
    });
    return this.queued;
  }

  private start(): Promise<T> {
    const read = this.load();
    this.running = read;
    const finish = () => {
      if (this.running === read) this.running = undefined;
    };
    read.then(finish, finish);
    return read;
  }
}
