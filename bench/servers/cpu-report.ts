// A server the bench started answers each IPC message with its process's CPU time so far (user + system, µs), so
// the http section can divide the CPU a load run cost the server by the requests it answered.
process.on('message', () => {
  const { user, system } = process.cpuUsage();
  process.send?.({ cpuUs: user + system });
});
