/**
 * Render and drag frame times of a writer's board in Chromium: a board of 500 cards (5 columns of
 * 100; BENCH_BOARD_CARDS and BENCH_BOARD_COLUMNS to change), on the compiled server with the demo data.
 * The drags go between the columns a 1440 px wide window shows whole, away from the edge where a held
 * card scrolls the board sideways; each drag is checked to have moved its card.
 *   npm run build && npm run bench:board-frames     (BENCH_CPU_SLOWDOWN=4 to slow the CPU as a phone;
 *   BENCH_LOADS=N for the median of N loads, after one that fills the cache; BENCH_DRAGS=N drags)
 * Prints: the time from navigation to the first card and to every column in view drawn (a column
 * out of view draws no cards, see use-near-view.ts), the cards in the
 * page (the columns draw only what is in view), long tasks (over 50 ms) while loading; then, while
 * dragging cards between columns with the mouse and while scrolling a long column, the frame times
 * seen by requestAnimationFrame (p50, p95, longest, frames over 20 ms: at least one vsync missed, and
 * over 33 ms: at least two), with the late ones by the part of the gesture they ended in,
 * and the long tasks, from the Performance API.
 * BENCH_TIMELINE=1 prints, for the (last) load, when each request of the page started and answered and when
 * each long task ran, until every column in view is drawn: where the first screen's time goes.
 * BENCH_LOAD_PROFILE=FILE saves the page's CPU profile of the (last) load, until every column in view is
 * drawn; BENCH_LOAD_TRACE=FILE Chromium's trace of it.
 * BENCH_PROFILE=FILE saves the page's CPU profile of the drags; BENCH_TRACE=FILE Chromium's trace of
 * them and of the scroll (open either in DevTools), where each slow frame is a user timing named "slow frame: <phase>".
 */
import fs from 'node:fs';
import { chromium, type Page } from 'playwright';
import { percentiles } from './support/in-process';
import { startCompiledServer } from './support/compiled-server';

const CARDS = Number(process.env.BENCH_BOARD_CARDS ?? 500);
const COLUMNS = Number(process.env.BENCH_BOARD_COLUMNS ?? 5);
// Six drags by default; BENCH_DRAGS=N for more pick-ups, to tell a change from the spread of a few.
const DRAGS = Math.max(1, Number(process.env.BENCH_DRAGS ?? 6));
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const LOADS = Math.max(1, Number(process.env.BENCH_LOADS ?? 1));
const headers = { 'x-requested-with': 'XMLHttpRequest' };

type Recording = { frames: number[]; longTasks: number[]; slow: { phase: string; ms: number }[] };

// What runs in the page is kept as text: this workspace compiles for Node, without the DOM's types.
/** Starts recording frame times and long tasks in the page. */
const record = (page: Page) =>
  page.evaluate(`(() => {
    window.__rec = { frames: [], longTasks: [], slow: [], phase: 'start', on: true };
    let last = performance.now();
    const tick = (now) => {
      if (!window.__rec.on) return;
      window.__rec.frames.push(now - last);
      if (now - last > 20) {
        window.__rec.slow.push({ phase: window.__rec.phase, ms: now - last });
        // Named in a trace (BENCH_TRACE) as a user timing, to find what the browser did meanwhile.
        performance.measure('slow frame: ' + window.__rec.phase, { start: last, end: now });
      }
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new PerformanceObserver((list) => {
      if (window.__rec.on) for (const entry of list.getEntries()) window.__rec.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  })()`);

const stop = async (page: Page): Promise<Recording> => page.evaluate(`(() => { window.__rec.on = false; return { frames: window.__rec.frames.slice(1), longTasks: window.__rec.longTasks, slow: window.__rec.slow }; })()`);

/**
 * Names the part of a gesture the frames that follow belong to (a slow frame is told by the phase it
 * ended in), and marks its start in a trace (a user timing "phase: <name>"), so that the work of each
 * part can be told apart there.
 */
const phase = (page: Page, name: string) => page.evaluate(`window.__rec.phase = ${JSON.stringify(name)}; performance.mark(${JSON.stringify(`phase: ${name}`)})`);

function report(label: string, { frames, longTasks, slow }: Recording) {
  const p = percentiles(frames);
  const dropped = frames.filter((ms) => ms > 33.4).length;
  // A frame that took two vsyncs (33.3 ms at 60 Hz) already skipped one: counted apart, since the
  // count above only sees frames that took longer than that.
  const late = frames.filter((ms) => ms > 20).length;
  const blocking = longTasks.reduce((sum, ms) => sum + ms - 50, 0);
  console.log(
    `  ${label.padEnd(30)} ${String(frames.length).padStart(4)} frames  p50 ${p.p50.toFixed(1)} ms  p95 ${p.p95.toFixed(1)} ms  longest ${Math.max(...frames).toFixed(1)} ms  over 20 ms: ${late}  over 33 ms: ${dropped}  long tasks: ${longTasks.length} (blocking ${blocking.toFixed(0)} ms)`,
  );
  if (slow.length === 0) return;
  const byPhase = new Map<string, number[]>();
  for (const { phase: name, ms } of slow) byPhase.set(name, [...(byPhase.get(name) ?? []), ms]);
  console.log(`    frames over 20 ms by phase: ${[...byPhase].map(([name, list]) => `${name} ${list.length} (longest ${Math.max(...list).toFixed(0)} ms)`).join(', ')}`);
}

/** The page's requests and long tasks until `until` (ms after navigation), in the order they started. */
async function printTimeline(page: Page, until: number) {
  type Row = [start: number, end: number, what: string];
  const rows = (await page.evaluate(`[
    ...performance.getEntriesByType('navigation').map((e) => [e.startTime, e.responseEnd, 'page ' + location.pathname]),
    ...performance.getEntriesByType('resource').map((e) => [e.startTime, e.responseEnd, e.name.replace(location.origin, '') + ' (' + Math.round(e.encodedBodySize / 1024) + ' KB)']),
    ...window.__tasks.map(([start, duration]) => [start, start + duration, 'long task']),
    ...performance.getEntriesByType('paint').map((e) => [e.startTime, e.startTime, e.name]),
  ]`)) as Row[];
  console.log(`  timeline of the load (ms after navigation, until every column in view is drawn at ${until.toFixed(0)}):`);
  for (const [start, end, what] of rows.filter(([start]) => start <= until).sort((a, b) => a[0] - b[0])) {
    console.log(`    ${start.toFixed(0).padStart(5)} to ${end.toFixed(0).padStart(5)}  ${what}`);
  }
}

const { base, stop: stopServer } = await startCompiledServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  // The page's CSP forbids evaluating text, which is how the measuring code below gets in.
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, bypassCSP: true });
  const api = context.request;
  const login = await api.post('/api/auth/login', { headers, data: { email: 'writer@example.com', password: 'demo-password' } });
  if (!login.ok()) throw new Error(`sign-in: ${login.status()}`);
  const boardId = ((await (await api.post('/api/writer/board/new', { headers, data: { boardTitle: 'Frames' } })).json()) as { board: { _id: string } }).board._id;
  for (let i = 3; i < COLUMNS; i++) await api.get(`/api/writer/list/new/${boardId}?title=Column%20${i + 1}`, { headers });
  const board = (await (await api.get(`/api/writer/board/${boardId}`)).json()) as { columns: { _id: string }[] };
  const jobs = Array.from({ length: CARDS }, (_, i) => () =>
    api.post('/api/writer/card/new/confirm', {
      headers,
      data: { boardId, column: board.columns[i % COLUMNS]!._id, cardTitle: `Card ${i + 1}: a task with a title long enough to wrap`, description: 'A few words of description.', priority: 'Medium' },
    }),
  );
  for (let i = 0; i < jobs.length; i += 10) await Promise.all(jobs.slice(i, i + 10).map((job) => job()));

  type Load = { page: Page; firstCard: number; allColumns: number; drawn: number; tasks: number[] };
  /** Opens the board in a new page and times its first screen (see the header). */
  const load = async (): Promise<Load> => {
    const page = await context.newPage();
    if (SLOWDOWN > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.addInitScript(`
      window.__load = [];
      window.__tasks = [];
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) { window.__load.push(entry.duration); window.__tasks.push([entry.startTime, entry.duration]); } }).observe({ type: 'longtask', buffered: true });
    `);
    const loadProfiler = process.env.BENCH_LOAD_PROFILE ? await context.newCDPSession(page) : null;
    if (loadProfiler) {
      await loadProfiler.send('Profiler.enable');
      await loadProfiler.send('Profiler.start');
    }
    if (process.env.BENCH_LOAD_TRACE) await browser.startTracing(page, { path: process.env.BENCH_LOAD_TRACE, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'] });
    await page.goto(`/board/${boardId}`);
    const when = async (condition: string) => (await (await page.waitForFunction(`(${condition}) && performance.now()`, null, { polling: 'raf', timeout: 60_000 })).jsonValue()) as number;
    const firstCard = await when(`document.querySelector('[data-testid="board-card"]')`);
    const allColumns = await when(
      `(() => { const columns = [...document.querySelectorAll('[data-testid="column-cards"]')]; return columns.length === ${COLUMNS} && columns.filter((c) => c.getBoundingClientRect().left < innerWidth).every((c) => c.querySelector('ul > li')); })()`,
    );
    if (process.env.BENCH_LOAD_TRACE) await browser.stopTracing();
    if (loadProfiler) fs.writeFileSync(process.env.BENCH_LOAD_PROFILE!, JSON.stringify((await loadProfiler.send('Profiler.stop')).profile));
    await page.waitForLoadState('networkidle');
    // The layout's preloader covers the page for its first moments: a press before it lifts is not a drag.
    await page.locator('.mantine-LoadingOverlay-root').waitFor({ state: 'detached' });
    const drawn = await page.locator('[data-testid="board-card"]').count();
    if (process.env.BENCH_TIMELINE) await printTimeline(page, allColumns);
    return { page, firstCard, allColumns, drawn, tasks: (await page.evaluate('window.__load')) as number[] };
  };
  // One load varies by a few hundred ms with the machine: BENCH_LOADS=N loads the board N more times
  // after a first that fills the browser's cache, and prints the median and the range of each figure.
  const loads: Load[] = [await load()];
  for (let i = 0; i < (LOADS > 1 ? LOADS : 0); i++) {
    await loads.at(-1)!.page.close();
    loads.push(await load());
  }
  const timed = LOADS > 1 ? loads.slice(1) : loads;
  const page = loads.at(-1)!.page;
  const figure = (of: (l: Load) => number) => {
    const values = timed.map(of).sort((a, b) => a - b);
    const median = values[Math.floor(values.length / 2)]!.toFixed(0);
    return values.length === 1 ? `${median} ms` : `${median} ms (median of ${values.length}, ${values[0]!.toFixed(0)} to ${values.at(-1)!.toFixed(0)})`;
  };
  console.log(`Board of ${CARDS} cards in ${COLUMNS} columns, CPU slowdown ${SLOWDOWN}x, Chromium ${browser.version()}`);
  console.log(`  first card drawn ${figure((l) => l.firstCard)}, every column in view drawn ${figure((l) => l.allColumns)} after navigation; ${loads.at(-1)!.drawn} cards in the page`);
  console.log(
    `  long tasks while loading: longest ${figure((l) => Math.max(0, ...l.tasks))}, blocking ${figure((l) => l.tasks.reduce((sum, ms) => sum + ms - 50, 0))}`,
  );

  // Drags: a card from the top of one column to the middle of the next, slowly (60 mouse steps).
  // BENCH_PROFILE=FILE saves the page's CPU profile of the drags (open it in Chromium's DevTools).
  // BENCH_TRACE=FILE saves Chromium's trace of the drags, each slow frame marked "slow frame: <phase>".
  const profiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
  if (process.env.BENCH_TRACE) await browser.startTracing(page, { path: process.env.BENCH_TRACE, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', ...(process.env.BENCH_TRACE_MORE ?? '').split(',').filter(Boolean)] });
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.start');
  }
  // Columns the drags go between: those in view, clear of the board's right tenth, where a held card
  // scrolls the board sideways (and lands further right than the column aimed at).
  const DRAG_COLUMNS = Number(
    await page.evaluate(`[...document.querySelectorAll('[data-testid="column-cards"]')].filter((c) => c.getBoundingClientRect().right <= window.innerWidth * 0.9).length`),
  );
  if (DRAG_COLUMNS < 2) throw new Error('fewer than two columns in view: nothing to drag between');
  await record(page);
  for (let i = 0; i < DRAGS; i++) {
    const columns = page.locator('[data-testid="column-cards"]');
    const handle = columns.nth(i % DRAG_COLUMNS).getByRole('button', { name: /^Drag / }).first();
    const from = (await handle.boundingBox())!;
    const title = (await handle.getAttribute('aria-label'))!.replace(/^Drag card /, '');
    const to = (await columns.nth((i + 1) % DRAG_COLUMNS).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await phase(page, 'pick-up');
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
    await phase(page, 'moving');
    await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 300), { steps: 60 });
    await phase(page, 'drop');
    await page.mouse.up();
    // A drag that moved nothing would measure nothing: the card must be in the column it was dropped on.
    await columns.nth((i + 1) % DRAG_COLUMNS).getByText(title, { exact: true }).waitFor({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    await phase(page, 'between drags');
  }
  report(`dragging between ${DRAG_COLUMNS} columns`, await stop(page));
  if (profiler) fs.writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify((await profiler.send('Profiler.stop')).profile));

  // Scrolling a long column to its end and back, by the mouse wheel.
  const first = page.locator('[data-testid="column-cards"]').first();
  const box = (await first.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await record(page);
  for (let i = 0; i < 80; i++) {
    await page.mouse.wheel(0, i < 40 ? 300 : -300);
    await page.waitForTimeout(16);
  }
  report('scrolling a column', await stop(page));
  if (process.env.BENCH_TRACE) await browser.stopTracing();
} finally {
  await browser.close();
  await stopServer();
}
