"""Svaya: the Django project package and the engine beside it.

The Celery app is not imported here on purpose: the engine packages (spec, engine, llm,
privacy, conditions) must import without Django or Celery.
"""
