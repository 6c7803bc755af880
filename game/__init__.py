"""The games built on botkit, each with its rules engine and chart vocabulary."""
