// Sums jest's and Playwright's JSON reports into the one line CI reads: "N passed, N failed".
// Exits non-zero when a report is missing or anything failed.
import fs from 'node:fs';

const [jestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = false;

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.error(`relatório ausente ou inválido: ${file}`);
    missing = true;
    return undefined;
  }
}

const jest = read(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  skipped += jest.numPendingTests + (jest.numTodoTests ?? 0);
  // A suite that crashed before running its tests counts as a failure.
  failed += jest.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
}
const pw = read(playwrightFile);
if (pw) {
  passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected ?? 0;
  skipped += pw.stats.skipped ?? 0;
}
if (missing) failed += 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || missing ? 1 : 0);
