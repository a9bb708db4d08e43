// Browser tests retry up to twice in CI (Playwright's convention); a test that needed a retry is a
// defect to fix, so the run names each one at its end.
import type { Reporter, TestCase } from 'vitest/node';

export default class RetryReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0) this.retried.push(`${testCase.module.moduleId} > ${testCase.fullName} (${retries} ${retries === 1 ? 'retry' : 'retries'})`);
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    process.stdout.write(`\nBrowser tests that needed a retry (defects to fix):\n${this.retried.map((name) => `  - ${name}`).join('\n')}\n`);
  }
}
