// pa11y drives Chromium through Puppeteer. This machine (and CI) has no internet but the npm registry, so Puppeteer
// must not download its own browser on install: the tests hand it Debian's Chromium (tests/e2e/pa11y.ts).
module.exports = { skipDownload: true };
