// After every journey: the server, which shared the machine with the browser and the tests, shed no request
// (a member saw no 503 while the server had headroom: platform/load-shedding.ts).
export default async function noShedding(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/metrics`, {
    headers: { authorization: `Bearer ${process.env.E2E_METRICS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const shed = Number(/^campus_http_requests_shed_total (\d+)$/m.exec(await response.text())?.[1]);
  console.log(`requests shed by the server during the journeys: ${shed}`);
  if (shed !== 0) throw new Error(`the server shed ${shed} requests during the journeys (503 to members)`);
}
