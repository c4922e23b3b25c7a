"""HIERA's Python tools."""
