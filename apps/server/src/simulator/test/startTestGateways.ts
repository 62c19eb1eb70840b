import type { SimulationClock } from '../SimulationClock';
import type { SimulatorPorts } from '../Simulator';
import { TestOsmAndServer } from './TestOsmAndServer';
import { TestTcpGateway } from './TestTcpGateway';

/** A test gateway for every protocol, on free loopback ports. */
export async function startTestGateways(clock: SimulationClock) {
  const now = () => new Date(clock.now());
  const gt06 = await TestTcpGateway.start('gt06', now);
  const teltonika = await TestTcpGateway.start('teltonika', now);
  const h02 = await TestTcpGateway.start('h02', now);
  const osmand = await TestOsmAndServer.start();
  const ports: SimulatorPorts = {
    gt06: gt06.port,
    teltonika: teltonika.port,
    h02: h02.port,
    osmand: osmand.port,
  };
  return {
    gt06,
    teltonika,
    h02,
    osmand,
    ports,
    tcp: [gt06, teltonika, h02],
    close: async () => {
      await Promise.all([gt06.close(), teltonika.close(), h02.close(), osmand.close()]);
    },
  };
}
