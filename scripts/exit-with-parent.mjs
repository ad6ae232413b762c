// Preloaded (`node --import ./scripts/exit-with-parent.mjs …`) into a child of `npm start`: when the
// parent dies, even by kill -9, the child is handed to another parent, and it stops itself instead of
// staying orphaned and listening.
const parent = process.ppid;
const timer = setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500);
timer.unref();
