import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
const [,, src, out, y = '0', h = '1200'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 360, height: Number(h) } });
const data = readFileSync(src).toString('base64');
await p.setContent(`<body style="margin:0"><img style="display:block;width:360px;margin-top:-${y}px" src="data:image/png;base64,${data}"></body>`);
await p.screenshot({ path: out });
await b.close();
