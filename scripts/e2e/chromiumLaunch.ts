/**
 * How every browser test and the map bench start Chromium: Debian's system build (never a downloaded
 * one), headless, with the background services that would reach out to the network turned off.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // WebGL runs on SwiftShader here (no GPU); recent Chromium asks for this switch to allow it.
    '--enable-unsafe-swiftshader',
  ],
};
