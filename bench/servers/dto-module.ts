// Node loading the DTO toolset's own module (reflect-metadata, class-validator and the decorated DTO classes) and
// nothing else, for the cold start's split: what any server of these DTOs pays before the framework does anything.
await import('../dto-toolset.js');
