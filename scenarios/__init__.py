"""Scenario data and tooling: suites, variant builders, the BFCL importer and gold validation."""
