// Browser tests retry up to twice in CI (Playwright's convention); a test that needed a retry is a
// defect to fix, so the run names each one at its end, with what failed (a test that passed on a
// retry keeps its earlier attempts' errors): otherwise only the retry count would show.
import type { Reporter, TestCase } from 'vitest/node';

/** The first lines of an error: what failed and where, without the whole stack. */
const MAX_LINES = 6;

export default class RetryReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries === 0) return;
    const errors = (testCase.result().errors ?? []).map((error) =>
      [error.message, ...(error.stack ?? '').split('\n').filter((line) => line.includes('.spec.ts'))]
        .slice(0, MAX_LINES)
        .map((line) => `      ${line.trim()}`)
        .join('\n'),
    );
    this.retried.push(
      [`${testCase.module.moduleId} > ${testCase.fullName} (${retries} ${retries === 1 ? 'retry' : 'retries'})`, ...errors].join('\n'),
    );
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    process.stdout.write(`\nBrowser tests that needed a retry (defects to fix):\n${this.retried.map((name) => `  - ${name}`).join('\n')}\n`);
  }
}
