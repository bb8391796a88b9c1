import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the journeys, how long each spec file took: from its first journey's start to its last
 * one's end (wall time, set-up included), and the sum of its journeys' own times. The slowest files
 * come first: they are where the suite's time goes (docs/benchmarks.md, "The test suite"). Then the
 * slowest journeys, and the run's end: the journeys still running once the last one had started, while
 * the other workers had nothing left to take (a long journey taken late makes that tail).
 */
export default class FileTimesReporter implements Reporter {
  private readonly files = new Map<string, { start: number; end: number; busy: number; journeys: number }>();
  private readonly journeys: { title: string; start: number; end: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/e2e\//, 'e2e/');
    const start = result.startTime.getTime();
    const end = start + result.duration;
    this.journeys.push({ title: `${file} › ${test.title}`, start, end });
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

    const byTime = [...this.journeys].sort((a, b) => b.end - b.start - (a.end - a.start));
    console.log('\nThe slowest journeys:');
    for (const j of byTime.slice(0, 10)) console.log(`  ${s(j.end - j.start).padStart(8)}  ${j.title}`);

    const first = Math.min(...this.journeys.map((j) => j.start));
    const last = Math.max(...this.journeys.map((j) => j.end));
    const lastStart = Math.max(...this.journeys.map((j) => j.start));
    console.log(
      `\nThe last journey started ${s(lastStart - first)} into the run of ${s(last - first)}; running then, to the end:`,
    );
    for (const j of this.journeys.filter((j) => j.end > lastStart).sort((a, b) => a.end - b.end))
      console.log(`  ${s(j.start - first).padStart(8)} to ${s(j.end - first).padStart(8)}  ${j.title}`);
  }

  printsToStdio() {
    return false;
  }
}
