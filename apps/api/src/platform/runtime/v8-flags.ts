import { setFlagsFromString } from 'node:v8';

// Imported first by main.ts (NODE_OPTIONS does not take this flag). V8 pretenures an allocation
// site, allocating its objects straight in the old generation, once enough of them survive a young
// collection. Under load the requests in flight do survive one, so V8 pretenured the quote's own
// objects (quotes, answers, writes): each then lived until a full collection, on old-generation
// pages faulted in afresh, ~5 page faults and a quarter more CPU per quote (docs/benchmarks.md).
// A server's request objects die young: allocate them young.
setFlagsFromString('--no-allocation-site-pretenuring');
