-- The hourly rollups (issue 31): graphs of every range read the five-minute day blocks
-- (device_history_days), which a 90-day graph of 12 headers reads about twice as fast as it could read
-- the rollups (docs/benchmarks/graph-rollups.md); the unit-removal check reads the blocks' units. Nothing
-- reads the rollups any more.
DROP TABLE device_history_hourly;
