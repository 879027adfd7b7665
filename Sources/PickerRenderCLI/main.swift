print("picker-render")
