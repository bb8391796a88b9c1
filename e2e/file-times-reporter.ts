import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the journeys, how long each spec file took: from its first journey's start to its last
 * one's end (wall time, set-up included), and the sum of its journeys' own times. The slowest files
 * come first: they are where the suite's time goes (docs/benchmarks.md, "The test suite").
 */
export default class FileTimesReporter implements Reporter {
  private readonly files = new Map<string, { start: number; end: number; busy: number; journeys: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/e2e\//, 'e2e/');
    const start = result.startTime.getTime();
    const end = start + result.duration;
    const seen = this.files.get(file);
    if (!seen) this.files.set(file, { start, end, busy: result.duration, journeys: 1 });
    else {
      seen.start = Math.min(seen.start, start);
      seen.end = Math.max(seen.end, end);
      seen.busy += result.duration;
      seen.journeys += 1;
    }
  }

  onEnd(_result: FullResult) {
    if (this.files.size < 2) return;
    const rows = [...this.files].sort(([, a], [, b]) => b.busy - a.busy);
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log('\nTime per spec file (journeys summed; first start to last end):');
    for (const [file, t] of rows)
      console.log(`  ${s(t.busy).padStart(8)}  ${s(t.end - t.start).padStart(8)}  ${t.journeys}  ${file}`);
  }

  printsToStdio() {
    return false;
  }
}
