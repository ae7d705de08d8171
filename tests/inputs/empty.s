  # only a comment

