print("autocell-cli")
