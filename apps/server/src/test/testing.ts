/**
 * What the tests of the other workspace packages use of the server, offered to them through the private
 * package `@fleetkit/test-server`: the in-process server harness, the tables they seed and the drive
 * script that fills them.
 */
export { events, positions } from '../db/schema';
export { DriveScript } from '../reports/DriveScript';
export { json, listenOnAnyPort, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
export {
  type ArchiveTile,
  buildTestBasemapArchive,
  TEST_BASEMAP_NAMES,
  type TestBasemapArchive,
  writePmtiles,
  writeTestBasemapArchive,
} from './testBasemapArchive';
