"""The card collection: definitions, their checked loading, and generated ability text."""
