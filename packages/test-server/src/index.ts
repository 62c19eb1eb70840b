/**
 * The reference server for the tests of the workspace packages: a real server on an in-memory
 * database, listening on ports the system picks, plus the tables and drive script tests seed it with.
 * Packages declare it as a devDependency instead of reaching into `apps/server` by relative path.
 */
export {
  buildTestBasemapArchive,
  DriveScript,
  events,
  json,
  listenOnAnyPort,
  positions,
  startTestServer,
  TEST_BASEMAP_NAMES,
  TEST_PASSWORD,
  type TestServer,
  writeTestBasemapArchive,
} from '@fleetkit/server/testing';
