"""Agents that play through the public API."""
